import { Monitor, Moon, Sun } from 'lucide-react';
import type { ThemeMode } from '@/theme/mode';
import { useThemeMode } from '@/theme/ThemeProvider';
import { IconButton } from '@/ui/Button';

const next: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const names: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Cycles light → dark → system. The accessible name says the current theme and what a click does. */
export function ThemeSwitch() {
  const { mode, setMode } = useThemeMode();
  const Icon = mode === 'light' ? Sun : mode === 'dark' ? Moon : Monitor;
  return (
    <IconButton
      label={`Theme: ${names[mode]}. Switch to ${names[next[mode]]} theme`}
      onClick={() => setMode(next[mode])}
      data-theme-mode={mode}
    >
      <Icon size={18} aria-hidden="true" />
    </IconButton>
  );
}
