// The avatars of the header and Mi Perfil share it: the helper lives in lib/.
export { initialsOf } from '../../lib/user-initials';
