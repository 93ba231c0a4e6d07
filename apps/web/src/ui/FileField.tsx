import './file-field.css';
import { ActionIcon, Button, Group, Input, Paper, Text } from '@mantine/core';
import { IconCamera, IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { acceptAttribute, formatFileSize } from '../lib/files.ts';
import { ma } from '../messages/application-screens.ts';

const t = ma.form;

/** The slice of a Mantine form a file field needs. */
interface FileForm<Name extends string> {
  values: Record<Name, File | null>;
  errors: Record<string, unknown>;
  setFieldValue: (name: Name, value: File | null) => void;
  validateField: (name: Name) => unknown;
  clearFieldError: (name: Name) => void;
}

/**
 * Binds a FileField to a form field: checks the file as soon as one is chosen, clears the
 * error when it is removed.
 */
export function fileFieldBinding<Name extends string>(form: FileForm<Name>, name: Name) {
  return {
    name,
    value: form.values[name],
    error: form.errors[name] as string | undefined,
    onChange: (value: File | null) => {
      form.setFieldValue(name, value);
      if (value) form.validateField(name);
      else form.clearFieldError(name);
    },
  };
}

/** An object URL for an image file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null, enabled: boolean) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !enabled || !file.type.startsWith('image/')) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file, enabled]);
  return url;
}

/**
 * A file picker: a 'Choose File' button that shows the chosen name, its size, an image preview
 * where asked, and a remove button. The native input stays in the DOM, visually hidden.
 */
export function FileField({
  name,
  label,
  description,
  types,
  value,
  onChange,
  error,
  preview = false,
  required = true,
}: {
  name: string;
  label: string;
  description?: string;
  types: readonly string[];
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  preview?: boolean;
  required?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const url = usePreviewUrl(value, preview);
  const errorId = `${id}-error`;
  // Where an image will do, a phone or tablet may take it with its camera (the counter's scans).
  const images = types.filter((type) => type.startsWith('image/'));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.currentTarget.files?.[0] ?? null);
  };
  const remove = () => {
    for (const element of [input.current, camera.current]) if (element) element.value = '';
    onChange(null);
  };

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      description={description}
      required={required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" mt={4} wrap="wrap">
        <div style={{ position: 'relative', maxWidth: '100%' }}>
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={acceptAttribute(types)}
            className="seva-file-input"
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button
            component="label"
            htmlFor={id}
            variant="default"
            className="seva-file-button"
            leftSection={<IconUpload size={16} aria-hidden />}
            maw="100%"
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
            data-testid={`file-button-${name}`}
          >
            {value ? value.name : t.chooseFile}
          </Button>
        </div>
        {images.length > 0 ? (
          <div className="seva-camera">
            <input
              ref={camera}
              id={`${id}-camera`}
              type="file"
              accept={acceptAttribute(images)}
              capture="environment"
              className="seva-file-input"
              onChange={choose}
              aria-label={`${t.takePhoto}: ${label}`}
              data-testid={`camera-input-${name}`}
            />
            <Button
              component="label"
              htmlFor={`${id}-camera`}
              variant="default"
              className="seva-file-button"
              leftSection={<IconCamera size={16} aria-hidden />}
            >
              {t.takePhoto}
            </Button>
          </div>
        ) : null}
      </Group>
      {value ? (
        <Paper withBorder p="xs" mt="xs" data-testid={`file-chosen-${name}`}>
          <Group gap="sm" wrap="nowrap">
            {url ? (
              <img src={url} alt={t.preview(label)} className="seva-file-preview" />
            ) : (
              <IconFile size={28} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <div style={{ minWidth: 0, flexGrow: 1 }}>
              <Text size="sm" truncate="end">
                {value.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(value.size)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={remove}
              aria-label={`${t.removeFile}: ${label}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ) : null}
    </Input.Wrapper>
  );
}
