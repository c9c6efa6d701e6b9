import { useMutation } from '@tanstack/react-query';
import type { Profile } from '../../../domain/auth';
import { PROFILE_TEXTS } from '../../../domain/profile-texts';
import { notify } from '../../lib/notify';
import { useErrorList } from '../auth/use-error-list';
import { updateProfile, uploadImage } from './api';
import { useRememberProfile } from './use-profile-save';

export type ImageField = 'bannerImage' | 'userImageUrl';

export interface ImageChange {
  field: ImageField;
  file: File;
}

/**
 * The owner changes banner or avatar in place: upload the file (POST /storage/images, checked by
 * content on the server), then save its address (PUT /users/{id}). The page keeps showing the old
 * image until both succeed; any failure (413, 415, offline) shows the server's Spanish text.
 */
export function useImageChange(userId: number) {
  const remember = useRememberProfile();
  const errorList = useErrorList();
  const mutation = useMutation({
    mutationFn: async ({ field, file }: ImageChange): Promise<Profile> => {
      const upload = await uploadImage(file);
      return updateProfile(
        userId,
        field === 'bannerImage' ? { bannerImage: upload.url } : { userImageUrl: upload.url },
      );
    },
    onMutate: () => errorList.clear(),
    onSuccess: async (saved, { field }) => {
      await remember(saved);
      notify(
        'success',
        field === 'bannerImage' ? PROFILE_TEXTS.bannerSaved : PROFILE_TEXTS.avatarSaved,
      );
    },
    onError: (error) => errorList.showError(error, PROFILE_TEXTS.imageFailed),
  });
  return {
    change: mutation.mutate,
    pendingField: mutation.isPending ? mutation.variables?.field : undefined,
    errors: errorList.errors,
    clearErrors: errorList.clear,
    showMessages: errorList.showMessages,
  };
}
