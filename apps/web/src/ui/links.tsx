import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
type ButtonElementProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function RouterAnchor(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}

function RouterButton(props: ButtonElementProps) {
  return <Button component="a" {...props} />;
}

/**
 * Mantine's Anchor and Button as router links whose `to`, `params` and `search` keep their types
 * (`<Anchor component={Link}>` loses them: its `search` is untyped).
 */
export const AnchorLink = createLink(RouterAnchor);
export const ButtonLink = createLink(RouterButton);
