import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CourseInfoSchema } from '../../../../../contract/courses';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { useUpdateCourseInfo } from '../../api/update-course-info';
import { errorProps, FormField } from '../form-field';

type CourseInfo = { courseName: string; city: string | null; state: string | null };
type Props = CourseInfo & { onRenamed: (courseName: string) => void };

/** Edit course info (product §G5: name required): rename and set city and state for every tee. */
export function EditCourseInfoDialog({ courseName, city, state, onRenamed }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PencilIcon aria-hidden />
          Edit info
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit course info</DialogTitle>
          <DialogDescription>Changes apply to every tee of {courseName}. Past games keep the name they were played under.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CourseInfoForm
            info={{ courseName, city, state }}
            onSaved={(newName) => {
              setOpen(false);
              onRenamed(newName);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CourseInfoForm({ info, onSaved }: { info: CourseInfo; onSaved: (courseName: string) => void }) {
  const id = useId();
  const update = useUpdateCourseInfo(onSaved);
  const form = useForm<z.input<typeof CourseInfoSchema>, unknown, z.output<typeof CourseInfoSchema>>({
    resolver: zodResolver(CourseInfoSchema),
    defaultValues: { newCourseName: info.courseName, city: info.city ?? '', state: info.state ?? '' },
  });
  const { errors } = form.formState;
  const nameError = errors.newCourseName?.message ? { title: errors.newCourseName.message, description: 'Every course needs a name.' } : undefined;
  const placeError = (message: string | undefined) => (message ? { title: message, description: 'Shorten it.' } : undefined);

  function save(values: z.output<typeof CourseInfoSchema>) {
    update.mutate({ courseName: info.courseName, info: values });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="grid gap-4">
      <FormField id={`${id}-name`} label="Course name" error={nameError}>
        <Input id={`${id}-name`} autoComplete="off" {...errorProps(`${id}-name`, nameError)} {...form.register('newCourseName')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-city`} label="City" error={placeError(errors.city?.message)}>
          <Input id={`${id}-city`} autoComplete="off" {...form.register('city')} />
        </FormField>
        <FormField id={`${id}-state`} label="State" error={placeError(errors.state?.message)}>
          <Input id={`${id}-state`} autoComplete="off" {...form.register('state')} />
        </FormField>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
