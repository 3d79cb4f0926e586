/** An open book under the Himalaya for the about page (inline SVG: no remote images). */
import { useTranslation } from '../../i18n/react';

export function StoryIllustration() {
  const { t } = useTranslation('about');
  return (
    <svg viewBox="0 0 400 260" width="100%" role="img" aria-label={t('story.illustration')}>
      <circle cx="300" cy="70" r="38" fill="#f6e7c8" />
      <path d="M0 190 L70 90 L120 150 L190 50 L260 150 L310 100 L400 190 Z" fill="#1a8f70" opacity="0.55" />
      <path d="M170 78 L190 50 L210 78 L200 72 L190 82 L180 72 Z" fill="#fbfaf7" opacity="0.9" />
      <path d="M0 210 L90 140 L160 190 L230 130 L320 200 L400 160 L400 260 L0 260 Z" fill="#0d7a5f" opacity="0.7" />
      <path d="M200 232 C170 214 120 210 80 218 L80 150 C120 142 170 146 200 164 Z" fill="#fbfaf7" />
      <path d="M200 232 C230 214 280 210 320 218 L320 150 C280 142 230 146 200 164 Z" fill="#f6e7c8" />
      <path d="M200 164 L200 232" stroke="#c8553d" strokeWidth="3" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} fill="none" stroke="#a0d3c5" strokeWidth="3" strokeLinecap="round">
          <path d={`M100 ${170 + i * 12} C130 ${166 + i * 12} 160 ${168 + i * 12} 185 ${178 + i * 12}`} />
          <path d={`M215 ${178 + i * 12} C240 ${168 + i * 12} 270 ${166 + i * 12} 300 ${170 + i * 12}`} />
        </g>
      ))}
    </svg>
  );
}
