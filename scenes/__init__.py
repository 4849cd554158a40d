"""Everything that touches pygame: the app window, the scene stack, the tables."""
