import { describe, expect, it } from 'vitest';
import { boardHref, syndicateHref } from './external-links';

describe('external links', () => {
  it('fills {token} and {game} placeholders of the syndicate URL', () => {
    expect(syndicateHref('https://syn.example.it/{game}/login?jwt={token}', 'a.b.c', 'superenalotto')).toBe(
      'https://syn.example.it/superenalotto/login?jwt=a.b.c',
    );
  });

  it('appends token and game when the syndicate URL has no placeholders', () => {
    expect(syndicateHref('https://syn.example.it/bo?x=1', 'a.b.c', 'eurojackpot')).toBe(
      'https://syn.example.it/bo?x=1&token=a.b.c&game=eurojackpot',
    );
  });

  it('builds the board link with token and site', () => {
    expect(boardHref('https://bacheca.example.it/login', 'a.b.c', 'bdr')).toBe(
      'https://bacheca.example.it/login?token=a.b.c&site=bdr',
    );
    expect(boardHref('/bacheca', 't', 's', 'https://portal.example.it')).toBe(
      'https://portal.example.it/bacheca?token=t&site=s',
    );
  });

  it('yields nothing when not configured', () => {
    expect(boardHref('', 't', 's')).toBe('');
    expect(syndicateHref('', 't', 'totocalcio')).toBe('');
  });
});
