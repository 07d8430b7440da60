/**
 * The demo graphics' designs (the seed gives one to each demo structure family), kept here so the seed and the
 * renderer's property tests draw the very same cards.
 */
import type { RenderDesign } from './render';

export const DEMO_GRAPHIC_DESIGNS: Record<'classico' | 'evidenza' | 'jackpot' | 'speciale', RenderDesign> = {
  classico: {
    title: '{struttura}',
    texts: ['Sistema {sistema} · {concorso}', 'Partecipa con una quota da {prezzoQuota}'],
    backgroundColor: '#FFFFFF',
    backgroundImage: null,
    textColor: '#0D2B5C',
    accentColor: '#005A9C',
    showLogo: true,
  },
  evidenza: {
    title: '{struttura}',
    texts: ['{combinazioni} combinazioni in {quote} quote', 'Quota {prezzoQuota} · {concorso}'],
    backgroundColor: '#FFF3C4',
    backgroundImage: null,
    textColor: '#1A1A1A',
    accentColor: '#7B1020',
    showLogo: true,
  },
  jackpot: {
    title: 'Punta al jackpot con {struttura}',
    texts: ['{sistema}: {combinazioni} combinazioni', 'Una quota costa solo {prezzoQuota}', 'Gioca in ricevitoria'],
    backgroundColor: '#0D2B5C',
    backgroundImage: null,
    textColor: '#FFFFFF',
    accentColor: '#F2C94C',
    showLogo: true,
  },
  speciale: {
    title: 'Caratura speciale · {struttura}',
    texts: ['{quote} quote da {prezzoQuota}'],
    backgroundColor: '#F5F1E6',
    backgroundImage: null,
    textColor: '#004D40',
    accentColor: '#004D40',
    showLogo: false,
  },
};
