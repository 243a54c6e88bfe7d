export { savedViewsRoutes } from './saved-views.routes';
