import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/utils';

type ResultsSectionProps = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One titled card of the Game Complete screen, a landmark named by its h2 (under the page's 'Game Complete!'). */
export function ResultsSection({ id, title, description, children, className }: ResultsSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0', className)}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle as="h2" id={id}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
