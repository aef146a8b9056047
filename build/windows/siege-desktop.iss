; Inno Setup 6 or 7 script: the Windows installer of Siege Desktop, a setup .exe that installs
; the one-folder app for the current user, without admin rights, into
; %LOCALAPPDATA%\Programs\Siege Desktop; picking "for all users" in its first dialog (or
; /ALLUSERS) asks for admin rights and installs into Program Files instead. It adds a
; Start-menu entry and registers an uninstaller. build/build.py runs it as
;   ISCC.exe /DAppVersion=0.1.0 /DVersionNumbers=0.1.0.0 /DBundleDir=<repo>\dist\siege-desktop
;            /DOutputDir=<repo>\build\out /DOutputBaseFilename=siege-desktop-0.1.0-windows-x86_64-setup
;            [/DIconFile=<.ico>] build\windows\siege-desktop.iss
; Silent install and removal (what build/smoke.py tries):
;   siege-desktop-X.Y.Z-windows-x86_64-setup.exe /VERYSILENT /CURRENTUSER
;   "%LOCALAPPDATA%\Programs\Siege Desktop\unins000.exe" /VERYSILENT
; Saves and settings live in the user's AppData folders, so uninstalling never deletes them.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; The file version resource takes numbers only: 0.2.0rc1 must arrive as 0.2.0.0.
#ifndef VersionNumbers
  #define VersionNumbers "0.0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\siege-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\out"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "siege-desktop-" + AppVersion + "-windows-setup"
#endif
#define AppName "Siege Desktop"
#define AppExe "siege-desktop.exe"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{6F1B2C7E-3D9A-4E55-9C1A-5B7D2E8F4A10}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#VersionNumbers}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without admin rights unless the user picks all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExe}
#ifdef IconFile
SetupIconFile={#IconFile}
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole library folder: files an older version shipped and this one
; does not (a renamed DLL, a dropped module) must not linger and be loaded. User data lives
; in AppData, never here.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
