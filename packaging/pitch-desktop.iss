; Inno Setup script of the Windows installer: CI's Windows job runs, after the PyInstaller build,
;   ISCC /DAppVersion=<python packaging/project_version.py> packaging/pitch-desktop.iss
; and gets dist\pitch-desktop-<version>-windows-x64-setup.exe. The version is pyproject.toml's,
; handed in by the command line, never written here. Installs for the current user by default (no
; administrator needed), with a Start menu entry and an uninstaller in Settings > Apps.

#ifndef AppVersion
  #error Give the version: ISCC /DAppVersion=1.2.3 packaging\pitch-desktop.iss
#endif

[Setup]
; The installer's identity across versions: never change it, or upgrades install twice.
AppId={{645588E7-5D86-473B-9EFB-87058250B9B7}
AppName=Pitch
AppVersion={#AppVersion}
AppVerName=Pitch {#AppVersion}
AppPublisher=pitch-desktop contributors
DefaultDirName={autopf}\Pitch
DefaultGroupName=Pitch
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\dist
OutputBaseFilename=pitch-desktop-{#AppVersion}-windows-x64-setup
UninstallDisplayIcon={app}\pitch-desktop.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

[Files]
Source: "..\dist\pitch-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Pitch"; Filename: "{app}\pitch-desktop.exe"
Name: "{autodesktop}\Pitch"; Filename: "{app}\pitch-desktop.exe"; Tasks: desktopicon

[Registry]
; pitch:// invite links open the game (pitch-desktop.exe LINK): for this user, or for all users
; when installed by an administrator; removed on uninstall.
Root: HKA; Subkey: "Software\Classes\pitch"; ValueType: string; ValueName: ""; ValueData: "URL:Pitch invite link"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\pitch"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\pitch\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\pitch-desktop.exe"",0"
Root: HKA; Subkey: "Software\Classes\pitch\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\pitch-desktop.exe"" ""%1"""

[Run]
Filename: "{app}\pitch-desktop.exe"; Description: "{cm:LaunchProgram,Pitch}"; Flags: nowait postinstall skipifsilent
