import { expect, it } from 'vitest';
import { socialLinkError } from './socialLinks';

it('takes http(s) links to the named site or nothing, in the server’s words', () => {
  expect(socialLinkError('github', '')).toBeUndefined();
  expect(socialLinkError('github', 'https://github.com/sita')).toBeUndefined();
  expect(socialLinkError('linkedin', 'http://www.linkedin.com/in/sita')).toBeUndefined();
  for (const bad of ['data:text/html,hi', 'javascript:alert(1)', 'https://github.com.evil.example/', 'github.com/sita'])
    expect(socialLinkError('github', bad)).toBe(
      'GitHub link must be an http(s) link to github.com, e.g. https://github.com/you',
    );
  expect(socialLinkError('instagram', 'https://github.com/sita')).toMatch(/^Instagram link must be/);
});
