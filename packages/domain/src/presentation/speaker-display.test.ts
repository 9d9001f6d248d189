// SPEC §3 Speaker NameStyle/TitleStyle/CompanyStyle and URL: the whitelist the viewer applies.
import { describe, expect, it } from 'vitest';
import { SPEAKER_STYLE_MAX_LENGTH, speakerLinkHref, speakerTextStyle } from './speaker-display.ts';

describe('speakerTextStyle', () => {
  it('reads bold, italic, underline and a #hex colour from CSS declarations', () => {
    expect(
      speakerTextStyle(
        'font-weight: bold; font-style: italic; text-decoration: underline; color: #1F4E79',
      ),
    ).toEqual({
      fontWeight: 'bold',
      fontStyle: 'italic',
      textDecoration: 'underline',
      color: '#1f4e79',
    });
  });

  it('has nothing for no style', () => {
    expect(speakerTextStyle(null)).toEqual({});
    expect(speakerTextStyle(undefined)).toEqual({});
    expect(speakerTextStyle('')).toEqual({});
    expect(speakerTextStyle('   ;  ; ')).toEqual({});
  });

  it('takes numeric weights as bold from 600 and the short colour form as six digits', () => {
    expect(speakerTextStyle('font-weight:700')).toEqual({ fontWeight: 'bold' });
    expect(speakerTextStyle('font-weight:400')).toEqual({ fontWeight: 'normal' });
    expect(speakerTextStyle('FONT-WEIGHT: Bolder')).toEqual({ fontWeight: 'bold' });
    expect(speakerTextStyle('color:#a0C')).toEqual({ color: '#aa00cc' });
    expect(speakerTextStyle('font-style: oblique')).toEqual({ fontStyle: 'italic' });
    expect(speakerTextStyle('text-decoration-line: none')).toEqual({ textDecoration: 'none' });
  });

  it('lets a later declaration of the same property win', () => {
    expect(speakerTextStyle('color: #111111; color: #222')).toEqual({ color: '#222222' });
  });

  it('drops properties and values outside the whitelist', () => {
    expect(
      speakerTextStyle(
        'position: fixed; background: url(https://evil.example/x.png); font-size: 90px; color: red',
      ),
    ).toEqual({});
    expect(speakerTextStyle('color: #12345')).toEqual({});
    expect(speakerTextStyle('color: #123456; x: 1')).toEqual({ color: '#123456' });
    expect(speakerTextStyle('font-weight: 650')).toEqual({});
    expect(speakerTextStyle('text-decoration: underline wavy red')).toEqual({});
  });

  it('never passes text of the style through, even when it tries to end the declaration', () => {
    const style = speakerTextStyle('color: #fff"; background: url(javascript:alert(1))');
    expect(style).toEqual({});
    expect(speakerTextStyle('color: #ffffff} body{display:none')).toEqual({});
  });

  it('ignores a style longer than the limit', () => {
    const padding = ' '.repeat(SPEAKER_STYLE_MAX_LENGTH);
    expect(speakerTextStyle(`font-weight: bold;${padding}`)).toEqual({});
  });
});

describe('speakerLinkHref', () => {
  it('keeps absolute http and https addresses', () => {
    expect(speakerLinkHref('https://northwind.example/team/elena')).toBe(
      'https://northwind.example/team/elena',
    );
    expect(speakerLinkHref(' http://northwind.example ')).toBe('http://northwind.example');
    expect(speakerLinkHref('HTTPS://northwind.example?a=1#b')).toBe(
      'HTTPS://northwind.example?a=1#b',
    );
  });

  it('refuses other schemes, relative paths, credentials and empty values', () => {
    for (const url of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:ir@northwind.example',
      '//northwind.example',
      '/team/elena',
      'https://',
      'https://user:pass@evil.example',
      'https://north wind.example',
    ]) {
      expect(speakerLinkHref(url)).toBeNull();
    }
  });
});
