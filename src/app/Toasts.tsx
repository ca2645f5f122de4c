import { useEffect } from 'react';
import { ToastContainer, Slide } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import styled from 'styled-components';
import { TOAST_DURATION } from '@/lib/notify';
import { useThemeMode } from '@/theme/ThemeProvider';

const Region = styled.div`
  --toastify-toast-width: min(420px, calc(100vw - 24px));
  .Toastify__toast-container {
    max-width: 420px;
  }
  .Toastify__toast {
    font-family: ${({ theme }) => theme.font.sans};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** One toast at a time, 5 s, swipe to dismiss; F8 moves focus to the toast region. */
export default function Toasts() {
  const { resolved } = useThemeMode();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return;
      const region = document.querySelector<HTMLElement>('[data-toast-region]');
      if (!region) return;
      e.preventDefault();
      const target = region.querySelector<HTMLElement>('.Toastify__toast') ?? region;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Region data-toast-region tabIndex={-1} aria-label="Notifications (F8)" role="region">
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_DURATION}
        limit={1}
        newestOnTop
        draggable
        draggablePercent={12}
        draggableDirection="x"
        transition={Slide}
        theme={resolved}
        closeOnClick={false}
      />
    </Region>
  );
}
