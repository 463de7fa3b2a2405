import { CourseNameSchema } from '../../../contract/courses';

/** A problem with the upload form, titled with the words of product §G5. */
export type UploadFieldError = { title: string; description: string };
export type UploadFormErrors = Partial<Record<'courseName' | 'csvFile', UploadFieldError>>;

const invalidFileType: UploadFieldError = { title: 'Invalid File Type', description: 'Please choose a .csv file.' };

/** Checked as soon as a file is picked, so a wrong file is refused before the form is sent. */
export function csvFileError(fileName: string): UploadFieldError | null {
  return /\.csv$/i.test(fileName) ? null : invalidFileType;
}

/** Everything that stops the form from being sent: a course name (the contract's rule) and a .csv file. */
export function uploadFormErrors(values: { courseName: string; fileName: string | null }): UploadFormErrors {
  const errors: UploadFormErrors = {};
  const name = CourseNameSchema.safeParse(values.courseName);
  if (!name.success) {
    errors.courseName = { title: name.error.issues[0]?.message ?? 'Course Name Required', description: 'Enter the course name golfers will search for.' };
  }
  if (values.fileName === null) errors.csvFile = { title: 'File Required', description: 'Choose the course CSV file.' };
  else {
    const fileError = csvFileError(values.fileName);
    if (fileError) errors.csvFile = fileError;
  }
  return errors;
}
