public enum RatingReferencePlaceholder {}
