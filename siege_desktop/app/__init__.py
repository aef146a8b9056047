"""The pygame-ce desktop table: scenes, drawing, input and saves."""
