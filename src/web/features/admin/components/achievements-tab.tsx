import { AwardIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../contract/account-responses';
import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES, type AchievementType, achievementTypeIsValid } from '../../../../golf';
import { PanelSection } from '../../../components/panel-section';
import { Spinner } from '../../../components/spinner';
import { Field } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { useGrantAchievement } from '../api/grant-achievement';
import { adminFailures } from '../lib/messages';
import { adminNameOf, GolferPicker } from './golfer-picker';

const badgeOf = (type: AchievementType) => `${ACHIEVEMENT_INFO[type].emoji} ${ACHIEVEMENT_INFO[type].name}`;

/**
 * Achievements tab (product §G2, §G6): grant any of the 17 achievements to a golfer by hand. The golfer is notified; a
 * badge they already hold is refused by the server and its reason shown.
 */
export function AchievementsTab() {
  const [golfer, setGolfer] = useState<AdminUser | null>(null);
  const [type, setType] = useState<AchievementType | null>(null);
  const grant = useGrantAchievement();

  function submit() {
    if (!golfer || !type) return;
    grant.mutate(
      { userId: golfer.id, achievementType: type },
      {
        onSuccess: () => {
          toast({ title: 'Achievement Granted', description: `${adminNameOf(golfer)} earned ${badgeOf(type)}.` });
          setType(null);
        },
        onError: (error) => toastFailure(adminFailures.grantAchievement, error),
      },
    );
  }

  return (
    <PanelSection id="admin-achievements-heading" title="Achievements" summary={`Grant any of the ${String(ACHIEVEMENT_TYPES.length)} achievements to a golfer.`}>
      <form
        aria-label="Grant an achievement"
        className="grid max-w-xl gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <GolferPicker value={golfer} onChange={setGolfer} />
        <Field id="grant-achievement-type" label="Achievement" hint={type ? ACHIEVEMENT_INFO[type].meaning : undefined}>
          <Select value={type ?? ''} onValueChange={(value) => setType(achievementTypeIsValid(value) ? value : null)}>
            <SelectTrigger id="grant-achievement-type" aria-describedby={type ? 'grant-achievement-type-hint' : undefined}>
              <SelectValue placeholder="Choose an achievement" />
            </SelectTrigger>
            <SelectContent>
              {ACHIEVEMENT_TYPES.map((achievement) => (
                <SelectItem key={achievement} value={achievement} className="min-h-11">
                  {badgeOf(achievement)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={!golfer || !type || grant.isPending} aria-busy={grant.isPending}>
          {grant.isPending ? <Spinner className="size-4" /> : <AwardIcon aria-hidden />}
          Grant Achievement
        </Button>
      </form>
    </PanelSection>
  );
}
