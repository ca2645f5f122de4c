import styled from 'styled-components';

/** A call-to-action band. */
export const Band = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => `linear-gradient(135deg, ${theme.color.infoBg} 0%, ${theme.color.surface} 100%)`};
  text-align: center;
  h2 {
    font-size: clamp(1.375rem, 2.6vw, 1.75rem);
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 60ch;
    margin: 0 auto ${({ theme }) => theme.space.xl};
  }
  @media (max-width: 767px) {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;
