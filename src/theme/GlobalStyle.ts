import { createGlobalStyle } from 'styled-components';
import { themeVariablesCss } from './themes';

const variables = themeVariablesCss();

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${variables}
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.sans};
    font-size: 16px;
    line-height: 1.55;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space.md}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.color.primary}; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  code, pre, kbd, textarea.mono { font-family: ${({ theme }) => theme.font.mono}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
