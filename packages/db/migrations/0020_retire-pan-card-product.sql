-- One PAN offer (docs/product.md, Orders and the catalogue): the PAN card is an application, so the 'Pan Card' product
-- is no longer sold. The row stays for the orders placed before; its page now leads to
-- /apply/pan-card. "Pan Card PVC Print" stays a product.
UPDATE `products` SET `active` = 0 WHERE `slug` = 'pan-card' AND `kind` = 'product';
