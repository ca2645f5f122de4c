import { Lightbulb } from 'lucide-react';
import { Button } from './Button';

/** Fills a tool with a small example so its purpose shows before anything is typed. */
export function ExampleButton({ onClick, label = 'Example' }: { onClick: () => void; label?: string }) {
  return (
    <Button size="sm" icon={<Lightbulb size={16} aria-hidden="true" />} onClick={onClick}>
      {label}
    </Button>
  );
}
