import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { clearSiteData, describeCleared } from '@/shell/siteData';
import { Button } from '@/ui/Button';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm} !important;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  [role='status'] {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-weight: 600;
  }
`;

/** The one place that removes everything the site keeps in this browser, and says what it removed. */
export function ClearSiteData() {
  const [result, setResult] = useState('');
  return (
    <Box aria-labelledby="your-data">
      <h2 id="your-data">Data kept in this browser</h2>
      <p>
        The site keeps your favourites and recent tools, each tool’s settings, and what you typed into a tool (for this
        tab only) in your browser, never on a server. Remove all of it here; your light or dark theme choice stays.
      </p>
      <Button
        variant="danger"
        icon={<Trash2 size={16} aria-hidden="true" />}
        onClick={() => setResult(describeCleared(clearSiteData()))}
      >
        Clear all data stored by this site
      </Button>
      <p role="status">{result}</p>
    </Box>
  );
}
