import { Accordion } from '@/components/ui/accordion';
import { ApiImage } from '@/components/ui/api-image';
import { Tabs } from '@/components/ui/tabs';
import type { ContentBlock } from '@/content/blocks';
import { slugify } from '@/lib/slug';
import { AboutList } from './about-list';
import { BlockSection } from './block-section';
import { DataTable } from './data-table';
import { Paragraphs } from './paragraphs';
import styles from './content-blocks.module.scss';

function Block({ block }: { block: ContentBlock }) {
  // Entries keep headings unique (the registry tests check it), so they make stable anchors;
  // the prefix keeps them clear of the fixed ids around them (about, faq, videos).
  const id = `section-${slugify(block.heading)}`;
  switch (block.kind) {
    case 'about-list':
      return <AboutList about={block} id={id} />;
    case 'prose': {
      const text = (
        <div className={styles.text}>
          <Paragraphs paragraphs={block.paragraphs} points={block.points} />
        </div>
      );
      return (
        <BlockSection id={id} heading={block.heading}>
          {block.image ? (
            <div className={styles.withImage}>
              {text}
              <ApiImage
                src={block.image.src}
                alt={block.image.alt}
                width={block.image.width}
                height={block.image.height}
                sizes="(min-width: 1000px) 480px, 100vw"
                className={styles.image}
              />
            </div>
          ) : (
            text
          )}
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
