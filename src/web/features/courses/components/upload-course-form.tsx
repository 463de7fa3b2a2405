import { UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useUploadFlow } from '../api/use-upload-flow';
import { csvFileError, type UploadFormErrors, uploadFormErrors } from '../upload-validation';
import { errorProps, FormField } from './form-field';
import { OverwriteCourseDialog } from './overwrite-course-dialog';
import { UploadFailureAlert } from './upload-failure-alert';
import { UploadSuccessAlert } from './upload-success-alert';

/**
 * The Upload Course form (product §G2, §G5): checks the name and file first, then uploads; a course that exists
 * asks before overwriting, with the differences, and the same upload is sent again with overwrite set.
 */
export function UploadCourseForm({ onFindCourse }: { onFindCourse?: (courseName: string) => void }) {
  const id = useId();
  const ids = { courseName: `${id}-name`, city: `${id}-city`, state: `${id}-state`, csvFile: `${id}-file` };
  const [fields, setFields] = useState({ courseName: '', city: '', state: '' });
  const [file, setFile] = useState<File | null>(null);
  // A new key clears the native file input, which cannot be emptied through a value prop.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const { outcome, isPending, send, overwrite, dismissConflict } = useUploadFlow(() => {
    setFields({ courseName: '', city: '', state: '' });
    setFile(null);
    setFileInputKey((key) => key + 1);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = uploadFormErrors({ courseName: fields.courseName, fileName: file?.name ?? null });
    setErrors(found);
    if (found.courseName || found.csvFile || !file) {
      document.getElementById(found.courseName ? ids.courseName : ids.csvFile)?.focus();
      return;
    }
    send({ ...fields, csvFile: file, overwrite: false });
  }

  function pickFile(picked: File | null) {
    const problem = picked ? csvFileError(picked.name) : null;
    setErrors((current) => ({ ...current, csvFile: problem ?? undefined }));
    setFile(problem ? null : picked);
    if (problem) setFileInputKey((key) => key + 1);
  }

  const setField = (name: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'courseName') setErrors((current) => ({ ...current, courseName: undefined }));
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Upload course">
        <FormField id={ids.courseName} label="Course name" error={errors.courseName}>
          <Input
            id={ids.courseName}
            placeholder="Cedar Ridge Golf Course"
            autoComplete="off"
            value={fields.courseName}
            onChange={(event) => setField('courseName')(event.target.value)}
            {...errorProps(ids.courseName, errors.courseName)}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id={ids.city} label="City" hint="(optional)">
            <Input id={ids.city} autoComplete="address-level2" value={fields.city} onChange={(event) => setField('city')(event.target.value)} />
          </FormField>
          <FormField id={ids.state} label="State" hint="(optional)">
            <Input id={ids.state} autoComplete="address-level1" value={fields.state} onChange={(event) => setField('state')(event.target.value)} />
          </FormField>
        </div>
        <FormField id={ids.csvFile} label="Scorecard CSV" error={errors.csvFile}>
          <Input
            key={fileInputKey}
            id={ids.csvFile}
            type="file"
            accept=".csv,text/csv"
            className="h-auto cursor-pointer py-2 sm:h-auto file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-secondary-foreground"
            onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
            {...errorProps(ids.csvFile, errors.csvFile)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto sm:justify-self-start">
          {isPending ? <Spinner className="size-4" /> : <UploadIcon aria-hidden />}
          {isPending ? 'Uploading...' : 'Upload Course'}
        </Button>
      </form>

      <div aria-live="polite">
        {outcome?.kind === 'uploaded' ? <UploadSuccessAlert result={outcome.result} onFindCourse={onFindCourse} /> : null}
        {outcome?.kind === 'rejected' || outcome?.kind === 'network' ? <UploadFailureAlert failure={outcome} /> : null}
      </div>

      <OverwriteCourseDialog
        conflict={outcome?.kind === 'conflict' ? outcome : null}
        onConfirm={overwrite}
        onClose={dismissConflict}
      />
    </div>
  );
}
