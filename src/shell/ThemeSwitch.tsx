import { Monitor, Moon, Sun } from 'lucide-react';
import { nextMode, type ThemeMode } from '@/theme/mode';
import { useThemeMode } from '@/theme/ThemeProvider';
import { IconButton } from '@/ui/Button';

const names: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Cycles through the three modes (see nextMode). The accessible name says the current theme and what a click does. */
export function ThemeSwitch() {
  const { mode, systemDark, setMode } = useThemeMode();
  const next = nextMode(mode, systemDark);
  const Icon = mode === 'light' ? Sun : mode === 'dark' ? Moon : Monitor;
  return (
    <IconButton
      label={`Theme: ${names[mode]}. Switch to ${names[next]} theme`}
      onClick={() => setMode(next)}
      data-theme-mode={mode}
    >
      <Icon size={18} aria-hidden="true" />
    </IconButton>
  );
}
