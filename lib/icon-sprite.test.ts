import { iconSprite } from './icon-sprite';

describe('the icon sprite', () => {
  const sprite = iconSprite(
    {
      check: [['path', { d: 'M20 6 9 17l-5-5' }]],
      clock: [
        ['circle', { cx: '12', cy: '12', r: '10' }],
        ['path', { d: 'M12 6v6l4 2', key: undefined }],
      ],
    },
    { x: 'M1 1h2' },
  );

  it('holds one symbol per icon, drawn by the elements of its source', () => {
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="clock" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>' +
        '<symbol id="social-x" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>' +
        '</svg>',
    );
  });

  it('escapes attribute values, so a path can never break out of its attribute', () => {
    expect(iconSprite({ odd: [['path', { d: '"><script>' }]] }, {})).toContain(
      'd="&quot;>&lt;script>"',
    );
  });
});
