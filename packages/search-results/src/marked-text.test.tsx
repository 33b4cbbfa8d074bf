import { render } from '@testing-library/react';
import { MarkedText, markedSegments } from './marked-text';

describe('server-marked text', () => {
  it('splits matched words from the rest and unescapes both', () => {
    expect(markedSegments('Fish &amp; <em>chips</em> &lt;b&gt; <em>Chip&#39;s</em>')).toEqual([
      { text: 'Fish & ', marked: false },
      { text: 'chips', marked: true },
      { text: ' <b> ', marked: false },
      { text: "Chip's", marked: true },
    ]);
  });

  it('shows markup in the text as text, never as elements', () => {
    const { container } = render(<MarkedText html={'&lt;img src=x onerror=alert(1)&gt; <em>logo</em>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('logo');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> logo');
  });
});
