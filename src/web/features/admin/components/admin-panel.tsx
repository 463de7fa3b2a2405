import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useOutbox } from '../api/get-outbox';
import { adminTabs } from './admin-tabs';

/** The tabs of /admin; the open tab is kept in ?tab= so a reload or a shared link opens the same one. */
export function AdminPanel() {
  const outbox = useOutbox();
  const [params, setParams] = useSearchParams();
  const tabs = adminTabs.filter((tab) => tab.available?.({ mailMode: outbox.data?.mode }) ?? true);
  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value;

  return (
    <Tabs value={current} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
      {/* On a phone the tabs wrap onto a second row rather than push the page sideways; each as wide as its label
          (flex-auto), since tabs of no width of their own (flex-1) never wrap. */}
      <TabsList className="w-full flex-wrap sm:w-auto" aria-label="Admin sections">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="flex-auto sm:flex-1 [&_svg]:hidden sm:[&_svg]:block [&_svg]:size-4">
            {tab.icon}
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-5">
          <tab.Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
