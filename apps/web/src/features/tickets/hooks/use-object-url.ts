// Shared with the avatars of the header and Mi Perfil: the hook lives in lib/.
export { useObjectUrl } from '../../../lib/use-object-url';
