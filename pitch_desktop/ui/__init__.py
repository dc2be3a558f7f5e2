"""The window, in rooms by job: common/ (shared by all), table/, dialogs/, history/, window/."""
