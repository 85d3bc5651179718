import { Accordion } from '@/components/ui/accordion';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { Tabs } from '@/components/ui/tabs';
import type { ContentBlock, ContentImage } from '@/content/blocks';
import { slugify } from '@/lib/slug';
import { AboutList } from './about-list';
import { BlockSection } from './block-section';
import { DataTable } from './data-table';
import { Paragraphs } from './paragraphs';
import styles from './content-blocks.module.scss';

function Block({ block }: { block: ContentBlock }) {
  // Entries keep headings unique (the registry tests check it), so they make stable anchors;
  // the prefix keeps them clear of the fixed ids around them (about, faq, videos). A translated
  // page names its sections by the English headings' anchors.
  const id = `section-${block.anchor ?? slugify(block.heading)}`;
  switch (block.kind) {
    case 'about-list':
      return <AboutList about={block} id={id} />;
    case 'prose': {
      const images = block.images ?? [];
      const text = (
        <div className={styles.text}>
          <Paragraphs paragraphs={block.paragraphs} points={block.subheading ? [] : block.points} />
          {block.subheading ? (
            <>
              <h3>{block.subheading}</h3>
              <Paragraphs paragraphs={[]} points={block.points} />
            </>
          ) : null}
        </div>
      );
      const picture = (image: ContentImage, sizes: string, key?: number) => (
        <OptimisedImage
          key={key}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={sizes}
          className={styles.image}
        />
      );
      return (
        <BlockSection id={id} heading={block.heading}>
          {images.length === 1 ? (
            <div className={styles.withImage}>
              {text}
              {picture(images[0]!, '(min-width: 1000px) 480px, 100vw')}
            </div>
          ) : (
            text
          )}
          {images.length > 1 ? (
            <div className={styles.imageRow}>
              {images.map((image, index) =>
                picture(image, '(min-width: 1000px) 380px, 100vw', index),
              )}
            </div>
          ) : null}
        </BlockSection>
      );
    }
    case 'accordion':
      return (
        <BlockSection id={id} heading={block.heading} lead={block.lead}>
          <Accordion
            className={styles.narrow}
            items={block.items.map((item) => ({
              title: item.title,
              content: <Paragraphs paragraphs={item.paragraphs} points={item.points} />,
            }))}
          />
        </BlockSection>
      );
    case 'tabs':
      return (
        <BlockSection id={id} heading={block.heading} lead={block.lead}>
          <Tabs
            label={block.heading}
            tabs={block.tabs.map((tab) => ({
              label: tab.label,
              panel: <Paragraphs paragraphs={tab.paragraphs} points={tab.points} />,
            }))}
          />
        </BlockSection>
      );
    case 'table':
      return (
        <BlockSection id={id} heading={block.heading} lead={block.lead}>
          <DataTable table={block} id={id} />
          {block.note ? <p className={styles.note}>{block.note}</p> : null}
        </BlockSection>
      );
  }
}

/** A content entry's sections, each drawn by the block its kind names. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <Block key={`${block.kind}-${block.heading}`} block={block} />
      ))}
    </div>
  );
}
