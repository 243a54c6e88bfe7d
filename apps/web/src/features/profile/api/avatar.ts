import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FILE_FIELD, meResponseSchema, type User } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { avatarKeys } from '../../../lib/avatar-image';

/** PUT /api/account/avatar: multipart, the image in `avatar`; answers the updated user. */
export function uploadAvatar(image: Blob): Promise<User> {
  const body = new FormData();
  body.append(AVATAR_FILE_FIELD, image, image.type === 'image/jpeg' ? 'foto.jpg' : 'foto.webp');
  return apiSend('PUT', '/account/avatar', body, meResponseSchema).then((data) => data.user);
}

/** The photo just sent is the one its new URL serves: the header shows it without a download. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user, image) => {
      if (user.avatar) queryClient.setQueryData(avatarKeys.image(user.avatar), image);
    },
  });
}

/** DELETE /api/account/avatar: back to initials. */
export function useRemoveAvatar() {
  return useMutation({
    mutationFn: () =>
      apiSend('DELETE', '/account/avatar', undefined, meResponseSchema).then((data) => data.user),
  });
}
