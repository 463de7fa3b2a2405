import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';

type SettingsCardProps = { id: string; title: string; description: string; className?: string; children: ReactNode };

/** One card of the Settings tab: a region named by its heading, with a line on what it holds. */
export function SettingsCard({ id, title, description, className, children }: SettingsCardProps) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
