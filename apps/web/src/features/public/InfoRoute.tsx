import { Title } from '@mantine/core';
import { type InfoPageSlug, type InfoPageText, mi } from '../../messages/information-pages.ts';
import { mp } from '../../messages/public-pages.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { ContactForm } from './ContactForm.tsx';
import { InfoPage } from './InfoPage.tsx';

/** One of the seven information pages; the contact page carries the contact form. */
export function InfoRoute({ page }: { page: string }) {
  if (!Object.hasOwn(mi.pages, page)) return <NotFound />;
  const text: InfoPageText = mi.pages[page as InfoPageSlug];
  return (
    <InfoPage page={text}>
      {page === 'contact' ? (
        <>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            {mp.contact.title}
          </Title>
          <ContactForm />
        </>
      ) : null}
    </InfoPage>
  );
}
