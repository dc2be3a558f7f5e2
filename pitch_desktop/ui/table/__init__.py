"""The card table: its scene and layout, the graphics items (cards, seat plates, marks, corner
panels), the view that shows it and the bid panel over it."""
