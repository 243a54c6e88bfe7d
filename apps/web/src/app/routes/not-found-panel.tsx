import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { MessagePanel } from '../../components/ui/message-panel';
import { buttonClasses } from '../../components/ui/button';

const text = pageMessages.notFound;

/** "Página no encontrada" and a link home (docs/product/app-shell.md). */
export function NotFoundPanel({ headingLevel }: { headingLevel: 1 | 2 }) {
  return (
    <MessagePanel
      icon={FileQuestion}
      heading={text.title}
      headingLevel={headingLevel}
      actions={
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {text.goHome}
        </Link>
      }
    >
      <p>{text.description}</p>
    </MessagePanel>
  );
}
