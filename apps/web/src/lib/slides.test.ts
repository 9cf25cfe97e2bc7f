import { describe, expect, it } from 'vitest';
import { toMedia } from './media';
import { DESKTOP_QUERY, MOBILE_QUERY, slideMedia, sliderBehaviour, stepIndex, viewportOf } from './slides';

const slide = {
  mobile: toMedia('http://127.0.0.1:4200/media/slides/1-mobile.jpg'),
  desktop: toMedia('http://127.0.0.1:4200/media/slides/1-desktop.MP4?v=2'),
};

describe('slide media (SPEC §2.5)', () => {
  it('tells images from videos by the file extension', () => {
    expect(slide.mobile.kind).toBe('image');
    expect(slide.desktop.kind).toBe('video');
    expect(toMedia('https://cdn.example.com/a.webm#t=1').kind).toBe('video');
    expect(toMedia('https://cdn.example.com/a.ogg').kind).toBe('video');
    expect(toMedia('https://cdn.example.com/mp4/a.jpg').kind).toBe('image');
  });

  it('shows the desktop media from 991 px and the mobile media below', () => {
    expect(viewportOf(375)).toBe('mobile');
    expect(viewportOf(990)).toBe('mobile');
    expect(viewportOf(991)).toBe('desktop');
    expect(viewportOf(1440)).toBe('desktop');
    expect(slideMedia(slide, viewportOf(375))).toBe(slide.mobile);
    expect(slideMedia(slide, viewportOf(1440))).toBe(slide.desktop);
  });

  it('has media queries that match exactly one viewport', () => {
    expect(DESKTOP_QUERY).toBe('(min-width: 991px)');
    expect(MOBILE_QUERY).toBe('(max-width: 990.98px)');
  });
});

describe('slider behaviour (SPEC §9)', () => {
  it('autoplays and loops only with more than one slide', () => {
    expect(sliderBehaviour(0, false)).toEqual({ autoplay: false, loop: false, navigation: false });
    expect(sliderBehaviour(1, false)).toEqual({ autoplay: false, loop: false, navigation: false });
    expect(sliderBehaviour(3, false)).toEqual({ autoplay: true, loop: true, navigation: true });
  });

  it('does not autoplay for reduced motion', () => {
    expect(sliderBehaviour(3, true)).toEqual({ autoplay: false, loop: true, navigation: true });
  });

  it('steps around the ends only when looping', () => {
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
    expect(stepIndex(2, 1, 3, false)).toBeNull();
    expect(stepIndex(0, 1, 3, false)).toBe(1);
    expect(stepIndex(0, 1, 1, false)).toBeNull();
  });
});
