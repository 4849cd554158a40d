"""Pieces every scene is built from: the stack, storage, settings, drag-and-drop, widgets."""
