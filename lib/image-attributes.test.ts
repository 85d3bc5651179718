import { getImageProps } from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { IMAGE_OPTIMISER, imageAttributes } from './image-attributes';

describe('the <img> attributes the site writes', () => {
  it('take the widths and quality of Next’s defaults, which next.config.mjs keeps', () => {
    expect(IMAGE_OPTIMISER.deviceSizes).toEqual(imageConfigDefault.deviceSizes);
    expect(IMAGE_OPTIMISER.imageSizes).toEqual(imageConfigDefault.imageSizes);
    expect(imageConfigDefault.qualities).toEqual([IMAGE_OPTIMISER.quality]);
    expect(IMAGE_OPTIMISER.path).toBe(imageConfigDefault.path);
  });

  it.each([
    {
      src: '/images/units/pathankot.webp',
      width: 560,
      height: 460,
      sizes: '(min-width: 1000px) 560px, 100vw',
    },
    {
      src: 'https://api.example/doctors/a b.jpg',
      width: 600,
      height: 600,
      sizes: '(min-width: 1000px) 280px, (min-width: 550px) 45vw, 80px',
    },
    { src: '/images/a.png', width: 72, height: 72 },
    { src: '/images/wide.png', width: 1200, height: 900, sizes: '(min-width: 1072px) 1000px' },
    { src: '/images/huge.png', width: 3000, height: 2000 },
  ])('are what next/image writes for $src at $width px', (input) => {
    const { props } = getImageProps({ ...input, alt: '' });
    expect(imageAttributes(input)).toEqual({
      src: props.src,
      srcSet: props.srcSet,
      ...(input.sizes ? { sizes: props.sizes } : {}),
      width: props.width,
      height: props.height,
    });
  });

  it('leave a picture the optimiser does not serve as it is', () => {
    expect(
      imageAttributes({
        src: '/images/logo.svg',
        width: 180,
        height: 40,
        sizes: '100vw',
        unoptimized: true,
      }),
    ).toEqual({ src: '/images/logo.svg', width: 180, height: 40 });
    const { props } = getImageProps({
      src: '/images/logo.svg',
      width: 180,
      height: 40,
      sizes: '100vw',
      unoptimized: true,
      alt: '',
    });
    expect(props.sizes).toBeUndefined();
  });
});
