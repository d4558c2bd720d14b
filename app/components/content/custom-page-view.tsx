import type { CustomPageData } from "../../lib/content/custom-page";
import { useNonce } from "../shell/nonce";
import { ContentBlockView } from "./content-block";

/**
 * A published custom page: title, lead and its blocks, all server-rendered HTML that
 * needs no JavaScript. The page's custom CSS was checked and scoped under `.custom-page` when
 * it was published; it goes in a style element carrying the response's nonce. A page that
 * hides the layout (hideLayout) is marked for content.css, which hides the site's header
 * and footer around it: done in CSS, the root component that every page's JavaScript carries
 * needs no code for it.
 */
export function CustomPageView({ data }: { data: CustomPageData }) {
  const nonce = useNonce();
  const { page } = data;
  return (
    <article
      className="custom-page"
      data-page-type={data.pageType}
      data-page-kind={page.kind}
      data-page-name={page.name}
      {...(page.hideLayout ? { "data-hide-layout": "" } : {})}
    >
      {page.customCss && (
        <style
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS the publish checked (scripts/content/css.ts): a safe subset, scoped, no `<` that could close the element.
          dangerouslySetInnerHTML={{ __html: page.customCss }}
        />
      )}
      <header className="custom-page-header">
        <h1>{page.title}</h1>
        {page.lead && <p className="custom-page-lead">{page.lead}</p>}
      </header>
      {page.blocks.map((block, index) => (
        <ContentBlockView key={block.id} block={block} index={index} data={data} />
      ))}
    </article>
  );
}
