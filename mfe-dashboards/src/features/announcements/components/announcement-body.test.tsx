import { render, screen } from '@testing-library/react';
import { AnnouncementBody } from './announcement-body';

describe('an announcement body', () => {
  it('renders Markdown: headings, lists, emphasis and links that open in a new tab', () => {
    const { container } = render(
      <AnnouncementBody body={'## Three habits\n\n1. **Ask** in your words.\n2. See https://docs.example.com/guide'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Three habits' })).toBeInTheDocument();
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('strong')).toHaveTextContent('Ask');
    const link = screen.getByRole('link', { name: 'https://docs.example.com/guide' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never runs HTML or a script address a writer typed', () => {
    const { container } = render(
      <AnnouncementBody
        body={'<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[click](javascript:alert(3))'}
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(2)</script>');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads no image from another origin (a tracking pixel): it is shown as a link instead; portal images stay', () => {
    const { container } = render(
      <AnnouncementBody
        body={[
          'Hello ![pixel](https://tracker.example.com/p.gif?u=42) and ![](//tracker.example.com/q.gif)',
          '',
          '![banner][ad]',
          '',
          '![Our logo](/blob/devstoreaccount1/northwind-previews/logo.png) ![chart](' +
            window.location.origin +
            '/img/chart.png)',
          '',
          '[ad]: http://ads.example.net/banner.png',
        ].join('\n')}
      />,
    );
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      '/blob/devstoreaccount1/northwind-previews/logo.png',
      `${window.location.origin}/img/chart.png`,
    ]);
    expect(screen.getByRole('img', { name: 'Our logo' })).toBeInTheDocument();

    const pixel = screen.getByRole('link', { name: 'pixel' });
    expect(pixel).toHaveAttribute('href', 'https://tracker.example.com/p.gif?u=42');
    expect(pixel).toHaveAttribute('target', '_blank');
    expect(pixel).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '//tracker.example.com/q.gif' })).toHaveAttribute(
      'href',
      '//tracker.example.com/q.gif',
    );
    expect(screen.getByRole('link', { name: 'banner' })).toHaveAttribute('href', 'http://ads.example.net/banner.png');
  });
});
