import { expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { socialLinkError as check, type SocialField } from './socialLinks';

const english = (await createI18n('en', ['account'])).getFixedT('account');
const socialLinkError = (field: SocialField, value: string) => check(field, value, english);

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

it('says so in Nepali to a Nepali reader', async () => {
  const nepali = (await createI18n('ne', ['account'])).getFixedT('account');
  expect(check('github', 'github.com/sita', nepali)).toBe(
    'GitHub लिङ्क github.com को http(s) लिङ्क हुनुपर्छ, जस्तै https://github.com/you',
  );
});
