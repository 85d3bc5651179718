import { sanitizeApiHtml } from './sanitize';

describe('HTML from the API', () => {
  it('keeps text formatting and lists', () => {
    expect(
      sanitizeApiHtml('<h3>Areas</h3><ul><li><strong>Knees</strong></li></ul><p>Text</p>'),
    ).toBe('<h3>Areas</h3><ul><li><strong>Knees</strong></li></ul><p>Text</p>');
  });

  it('drops scripts, event handlers, styles, frames and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeApiHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });

  it('opens links to other sites in a new tab, safely', () => {
    expect(sanitizeApiHtml('<a href="https://example.org">site</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeApiHtml('<a href="tel:+911835009000">call</a>')).toBe(
      '<a href="tel:+911835009000">call</a>',
    );
  });
});
