import styled from 'styled-components';
import { Card, Muted } from '@/ui';

const Grid3 = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Why use this JSON formatter, and how to format and validate JSON step by step. */
export function JsonAbout() {
  return (
    <>
      <section aria-labelledby="json-about">
        <Head>
          <h2 id="json-about">Why use this JSON formatter</h2>
        </Head>
        <Grid3>
          <Card>
            <h3>Exact, not approximate</h3>
            <p>
              Numbers keep every digit (9007199254740993 stays as typed), duplicate keys are reported, and errors point
              to the line and column.
            </p>
          </Card>
          <Card>
            <h3>Fast on big files</h3>
            <p>
              Parsing runs in a background worker and the tree shows only what is on screen, so 5 MB documents never
              freeze the page.
            </p>
          </Card>
          <Card>
            <h3>Private by design</h3>
            <p>Your JSON never leaves your browser: nothing is uploaded, stored or logged.</p>
          </Card>
        </Grid3>
      </section>
      <Card title="How to format and validate JSON">
        <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 6 }}>
          <li>Paste your JSON, upload a .json or .txt file (up to 5 MB), or load the sample.</li>
          <li>Choose Format (with 2, 4 or 8 spaces), Minify or Validate; the result updates as you type.</li>
          <li>Read any error with its line and column, or browse the document in the Tree tab.</li>
          <li>Copy the result or download it as a .json file.</li>
        </ol>
        <p style={{ marginBottom: 0 }}>
          <Muted>
            Privacy: everything happens on your device. The formatter works offline once the page has loaded.
          </Muted>
        </p>
      </Card>
    </>
  );
}
