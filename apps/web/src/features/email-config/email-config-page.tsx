import { useSearchParams } from 'react-router';
import type { Role } from '@atiende/contracts';
import { emailConfigMessages } from '@atiende/contracts/email';
import { ForbiddenPanel, PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/ui/tabs';
import { EMAIL_CONFIG_TABS } from './email-config-tabs';

const text = emailConfigMessages;

/**
 * /admin/email-config "Configuración de email" (docs/email.md): one tab per part of e-mail as a
 * channel, the chosen one kept in `?tab=`. Administrators only; others are told whose page it is.
 */
export function EmailConfigPage({ role }: { role: Role }) {
  if (role !== 'ADMIN') {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  return <EmailConfigTabs />;
}

function EmailConfigTabs() {
  const [params, setParams] = useSearchParams();
  const first = EMAIL_CONFIG_TABS[0]!;
  const selected = EMAIL_CONFIG_TABS.find((tab) => tab.id === params.get('tab')) ?? first;
  const select = (id: string) => {
    const search = new URLSearchParams(params);
    if (id === first.id) search.delete('tab');
    else search.set('tab', id);
    setParams(search, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      <Tabs
        label={text.tabsLabel}
        listClassName=""
        panelClassName="pt-4"
        selectedId={selected.id}
        onSelect={select}
        tabs={EMAIL_CONFIG_TABS.map(({ id, label, Panel }) => ({
          id,
          label,
          content: id === selected.id ? <Panel /> : null,
        }))}
      />
    </div>
  );
}
