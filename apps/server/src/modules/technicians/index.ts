export { techniciansRoutes } from './technicians.routes';
