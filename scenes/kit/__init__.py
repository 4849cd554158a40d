"""Pieces every scene is built from. What a game's table uses:

- ``table.TableScene(app, match, script=None)``: subclass it. Draw ``self.view`` (the viewer's
  view); animate ``on_events(seat, action, events)``; return True from ``animating()`` to hold
  the next AI move; refresh private things in ``on_viewer_changed()`` / ``on_undo(step)``;
  ``submit(action)``, ``explain(seat, action)``, ``take_back()``, ``legal_for_viewer()``;
  ``self.tweens`` (paced by the settings), ``self.clock``, ``self.toasts``; end ``draw`` with
  ``draw_overlays(surface)``; call ``super().handle_event`` / ``super().update``.
- ``self.make_drag(gesture_of, candidate)`` -> ``dnd.DragController`` (grab, lit, hover,
  draggable) and ``self.release_drag(target)``: submits, asks (``action_label``), or springs
  back with the engine's reason as a toast and the "invalid" sound.
- ``physics.TablePhysics``: add / grab / drag_to / release / send / impulse / place, step(dt),
  pose(key) -> (x, y, degrees), settled, piece_at. It moves pictures, never decides a rule.
- ``sprites``: ``CardFace``, ``CardSprite.draw``, ``TokenSprite.draw``, ``draw_target``, ``glow``.
- ``tween``: easings and ``Tweens.to(obj, attr, end, seconds, ease)``.
- ``app.assets.image(name, size, tint)`` / ``scaled`` for ``art/<name>.svg``; ``app.audio.play``
  for ``sounds/<name>.wav``; ``i18n.register`` / ``t`` / ``lookup``; ``widgets`` (palette,
  ``draw_text``, ``draw_panel``, ``Button``, ``Toasts``, ``ui_scale``); ``dialogs`` (message,
  confirm, choice overlays).
"""
