INSERT INTO products VALUES (1, 'Kettle'), (2, 'Toaster'), (3, 'Blender'), (4, 'Mixer');
INSERT INTO order_items VALUES (1, 1, 2), (2, 3, 1), (3, 1, 1);
