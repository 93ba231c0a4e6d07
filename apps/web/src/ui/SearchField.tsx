import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Typing pauses this long before a searched list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The operators' search box: a search input with its icon, and a spinner while it asks. */
export function SearchField({
  value,
  onSearch,
  busy = false,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onSearch: (value: string) => void;
  busy?: boolean;
}) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={busy ? <Loader size={14} /> : null}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
