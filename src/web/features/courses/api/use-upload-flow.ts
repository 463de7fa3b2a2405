import { useState } from 'react';
import type { CourseUploadResult } from '../../../../contract/course-responses';
import { type UploadFailure, uploadFailure } from '../upload-outcome';
import { type CourseUploadInput, useUploadCourse } from './upload-course';

export type UploadOutcome = { kind: 'uploaded'; result: CourseUploadResult } | UploadFailure | null;

/**
 * The upload round trip of product §G4: send, and when the course exists hold the 409's differences until the
 * user confirms, then send the same upload again with overwrite set.
 */
export function useUploadFlow(onUploaded: () => void) {
  const upload = useUploadCourse();
  const [outcome, setOutcome] = useState<UploadOutcome>(null);

  function send(input: CourseUploadInput) {
    setOutcome(null);
    upload.mutate(input, {
      onSuccess: (result) => {
        setOutcome({ kind: 'uploaded', result });
        onUploaded();
      },
      onError: (error) => setOutcome(uploadFailure(error)),
    });
  }

  return {
    outcome,
    isPending: upload.isPending,
    send,
    // The mutation keeps what it last sent; nothing here resets it.
    overwrite: () => {
      if (upload.variables) send({ ...upload.variables, overwrite: true });
    },
    /** Closes the overwrite question; the form keeps its values so the name can be changed instead. */
    dismissConflict: () => setOutcome((current) => (current?.kind === 'conflict' ? null : current)),
  };
}
